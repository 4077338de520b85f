// `import.meta.env.SSR` is true in the server build and false in the browser's (Vite replaces it): code behind it is
// left out of the bundle that does not need it (server-only content blocks and menus ship no JavaScript).
declare global {
  interface ImportMetaEnv {
    readonly SSR: boolean;
  }

  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

export {};
