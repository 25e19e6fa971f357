// The demo server for `npm run bench`, in a worker thread of its own: in the bench's main thread it
// would share one event loop with Playwright, and each answer to the page would wait behind the
// protocol traffic of the measuring itself (the overview's API answers came some 100 ms late; the
// floor, with no API calls, did not pay it).
import { parentPort, workerData } from 'node:worker_threads';
import { startDemoServer } from '../demo/server/serve.mjs';

const server = await startDemoServer({ port: 0, ...workerData });
parentPort?.postMessage({ url: server.url });
parentPort?.on('message', async (message) => {
  if (message === 'close') {
    await server.close();
    parentPort?.close();
  }
});
