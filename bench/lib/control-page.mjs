// The host's floor for Lighthouse: a page with no script at all (a heading, two paragraphs and the
// banner image home shows first), served by the same server over the same connection and measured
// with the same runs as the app's pages. Whatever TBT it gets is the cost of loading any page on
// this machine under Lighthouse (its own tracing, screenshots and the browser's other processes
// sharing two cores), not of the app. It is not held to the budgets.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const CONTROL_PAGE = {
  name: 'control',
  path: '/m/bench-control.html',
  description: 'no script: a heading, two paragraphs and one banner image',
};

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bench control page</title>
  </head>
  <body>
    <h1>Bench control page</h1>
    <p>This page has no script. It shows what Lighthouse measures on this machine for a page that does no work of its own.</p>
    <img src="/media/banners/welcome-bonus.webp" alt="" width="388" height="155" />
    <p>It is served by the same server, over the same connection, as the pages of the app.</p>
  </body>
</html>
`;

/** Writes the control page into the web build the bench serves (bench/out/web, not apps/web/dist). */
export const writeControlPage = (dist) => writeFile(join(dist, 'bench-control.html'), HTML);
