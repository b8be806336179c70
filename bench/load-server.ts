/**
 * The demo server of `npm run bench:load`, in its own process so the load generator does not share
 * its event loop: listens on a random 127.0.0.1 port, sends its URL to the parent, closes on 'close'.
 * Arguments: data folder, dist folder. Production settings (full hashing cost, no test hooks).
 */
import { startDemoServer } from '../demo/api/server';

const [dataDir, distDir] = process.argv.slice(2);
if (!dataDir || !distDir || !process.send) throw new Error('usage: forked by bench/load.ts with <dataDir> <distDir>');
const server = await startDemoServer({ port: 0, host: '127.0.0.1', dataDir, distDir, token: 'demo-token', captcha: 'off' });
process.on('message', (message) => {
  if (message === 'close') void server.close().then(() => process.exit(0));
});
// The parent gone (crashed or killed) means nobody will say 'close'.
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send({ url: server.url });
