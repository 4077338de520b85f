import { defineConfig } from 'vite';

// Vite builds both halves of the web: `vite build` builds every environment (`builder: {}`).
// - client (the top-level `build`, which tools such as bench/web/bundle-breakdown.mjs override):
//   the browser bundle in dist/client, with the manifest the bff reads for the hashed file names
//   (scripts, each chunk's CSS, the page chunks to preload);
// - ssr: the server render in dist/server/index.js, imported by the bff as `@stride/web`. CSS
//   imports are resolved and left out (the browser gets the styles through the manifest); packages
//   other than React stay external, so the @stride packages are the very ones the bff loads.
// Types for consumers come from `tsc --emitDeclarationOnly` into dist/types.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  builder: {},
  // Packages stay external but React: bundled into the server render with NODE_ENV fixed to
  // production, so the server renders with React's production build whatever NODE_ENV the bff
  // runs under (npm start runs without it; the development build spent about 3x the CPU in React's
  // own code, 1.6-2x on the whole product page render, docs/performance.md).
  ssr: { external: true, noExternal: ['react', 'react-dom', 'scheduler'] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: 'src/client/entry.tsx',
      // Every module the entry imports statically (React, the router, the cart and session state)
      // in one chunk beside the entry: every page loads all of them anyway, and the automatic
      // split otherwise cuts them into a handful of small shared chunks (a new lazy import moves
      // the cuts) that gzip worse apart and each cost a request.
      // The entry module itself stays out: it awaits the page's chunk before hydrating, and a page
      // chunk importing the chunk that awaits it would never finish loading.
      // The small modules content pages share (sections, loaders, dismissal cookies, the domain's pop-up and benefit
      // bar rules) make one chunk: apart, each was a file name more in the entry's preload map, which every page loads.
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]client[\\/]entry\.tsx$/.test(id) },
            // A shopper-facing API message and the storefront's own messages it words: one chunk, as the checkout,
            // the account and the order page all load both (apart, each page would pay for a second file).
            { name: 'api-error-text', test: (id: string) => /[\\/]src[\\/]ui[\\/](api-error-text|storefront-message-text)\.ts$/.test(id) },
            // The domain's field rules and phone rules the checkout's address form and the lazy forms share: one chunk, so
            // a lazy form that needs some of them (the newsletter's e-mail) does not cut the checkout's chunk in two.
            {
              name: 'validate-fields',
              test: (id: string) =>
                /[\\/]domain[\\/]dist[\\/](validation[\\/](field-rule|validate-fields|text-rules|length-rules|phone-rule|validation\.messages)|phone[\\/](phone-masks|phone\.errors|apply-phone-mask|phone-countries|parse-phone|validate-phone))\.js$/.test(
                  id,
                ),
            },
            // What the catalogue and cart pages need to show espots and category landings (sections, hydration modes,
            // the espot and landing loaders): apart from the pop-up and benefit-bar rules only content pages use.
            {
              name: 'content-sections',
              test: (id: string) =>
                /[\\/]src[\\/]content[\\/](content-sections|hydration-mode|near-viewport|page-content|espot-sections|content-site-id|blocks[\\/]block-context)\.tsx?$/.test(
                  id,
                  // The content routes' addresses: every page with espots or content loads this chunk already, and
                  // the pages without (checkout, the account) do not carry them in the shell.
                ) ||
                /[\\/]application[\\/]dist[\\/]api-contract[\\/]routes[\\/]content-route-addresses\.js$/.test(id) ||
                // Quick-shop's dialog id: the listing, the cart's line edit, product sets and the upsell block all open it.
                /[\\/]src[\\/]pages[\\/]catalogue[\\/]quick-shop-id\.ts$/.test(id),
            },
            // How a delivery is worded and what a delivery transition shows: the cart and the checkout's shipping step load
            // both, so one chunk (apart, the transitions were a file more in the cart's first load, 76 bytes over budget).
            {
              name: 'shipping-method-text',
              test: (id: string) => /([\\/]src[\\/]ui[\\/]shipping-method-text\.ts|[\\/]domain[\\/]dist[\\/]shipping[\\/]delivery-transitions\.js)$/.test(id),
            },
            // What the cart page shares with the checkout's lazy flows (the cart's error messages, its delivery groups, a dialog id): one
            // chunk, as the cart page loads both (apart, each was a file more in its first load).
            {
              name: 'cart-shared',
              test: (id: string) =>
                /[\\/]domain[\\/]dist[\\/](errors[\\/]cart-error-messages|shipping[\\/](item-shipping-type|group-cart-by-delivery))\.js$/.test(id) ||
                // The change-delivery dialog's id: the cart page opens it, the dialog (on the checkout too) reads it.
                /[\\/]src[\\/]pages[\\/]cart[\\/]change-delivery-dialog-id\.ts$/.test(id),
            },
            // The consent module and the domain's consent rules: the experiment client, analytics and the content chrome
            // all ask it; apart, a page whose only need is an experiment conversion does not load the content chrome.
            {
              name: 'consent',
              test: (id: string) => /([\\/]src[\\/]personalisation[\\/]consent\.ts|[\\/]domain[\\/]dist[\\/]content[\\/]consent\.js)$/.test(id),
            },
            {
              name: 'content',
              test: (id: string) =>
                /[\\/]src[\\/]content[\\/](content-sections|content-chrome|load-content|dismissed-cookie|hydration-mode|product-cards|blocks[\\/]block-context)\.tsx?$/.test(
                  id,
                ) || /[\\/]domain[\\/]dist[\\/]content[\\/](popups|benefit-bar)\.js$/.test(id),
            },
          ],
        },
      },
    },
  },
  environments: {
    // @lingui/core imports its ICU compiler for development use; the browser never compiles (the
    // catalogue arrives compiled in the page state, and a site switch is a full page load), so the
    // client build swaps the compiler for a stub that says so: 7 KB gzip less in the first load.
    client: {
      resolve: { alias: [{ find: /^@lingui\/message-utils\/compileMessage$/, replacement: new URL('./src/i18n/no-compiler.ts', import.meta.url).pathname }] },
    },
    ssr: {
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/server',
        manifest: false,
        target: 'node20',
        sourcemap: true,
        // One file: the server loads every page anyway, and `npm run dev` has the bff import it
        // again when it changes (chunks would stay cached under their own URLs).
        rolldownOptions: { input: { index: 'src/index.ts' }, output: { codeSplitting: false } },
      },
    },
  },
});
