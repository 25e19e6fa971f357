// Starts the demo server in a worker thread (bench/server-worker.mjs) and gives its URL.
import { Worker } from 'node:worker_threads';

/**
 * @param {{ routes?: Record<string, string>, staticRoot?: string }} options as for startDemoServer
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startBenchServer(options) {
  const worker = new Worker(new URL('./server-worker.mjs', import.meta.url), { workerData: options });
  const { url } = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url,
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
