/**
 * The client entry of the site: React DOM, then, in a task of its own,
 * Docusaurus's client entry
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/client/clientEntry.tsx),
 * which evaluates the rest of the start-up bundle and starts hydration.
 * Both stay in the start-up bundle (`webpackMode: "eager"`); only their
 * evaluation is split, so that neither half is one long task.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

import(/* webpackMode: "eager" */ 'react-dom/client')
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'));
