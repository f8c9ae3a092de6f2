// npm start: builds the web app and the server unless the last build is current (made from the
// same sources, lockfile and settings: "Build is current, skipping"; scripts/build-stamp.mjs), then
// runs the server in the foreground, as `npm run serve` does. A build takes a minute on a small
// machine; a restart need not.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './build-stamp.mjs';

const { built, current } = buildIsCurrent();
if (current) {
  console.log('Build is current, skipping (sources unchanged since the last build)');
} else {
  console.log(
    built
      ? 'Building the web app and the server: their sources changed since the last build'
      : 'Building the web app and the server (the first time takes a minute)',
  );
  // npm's own script runner (npm_execpath) when started by npm; its "postbuild" writes the stamp.
  const npm = process.env.npm_execpath;
  const build = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: true });
  if (build.status !== 0) {
    console.error('The build failed (above): nothing started');
    process.exit(build.status ?? 1);
  }
}

// The server's own start script (apps/server/package.json "start"), without a second npm and shell
// in between: the server writes to this terminal (readable lines there, JSON into a pipe), and its
// signals and exit code come straight back.
const child = spawn(process.execPath, ['--enable-source-maps', '--no-warnings', 'dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
// Ctrl-C reaches the server from the terminal already; a signal sent to this process alone (a
// process manager, npm passing one on) is handed on once, as SIGTERM: the server drains on either,
// and a second signal would cut its drain short.
let handedOn = false;
const handOn = () => {
  if (handedOn) return;
  handedOn = true;
  child.kill('SIGTERM');
};
process.on('SIGINT', handOn);
process.on('SIGTERM', handOn);
// `kill <npm's pid>` ends npm and its shell but not this process: once orphaned, stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) handOn();
}, 1000).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
