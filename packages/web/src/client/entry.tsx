import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/app.js';
import { appRootId } from '../document/page-assets.js';
import './styles.css';

const root = document.getElementById(appRootId);
if (!root) {
  // The server always renders this element; its absence means the wrong HTML was served.
  throw new Error(`Stride: #${appRootId} is missing, cannot hydrate`);
}
hydrateRoot(root, <App url={window.location.pathname + window.location.search} />);
