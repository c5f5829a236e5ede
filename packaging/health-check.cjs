// Exit 0 when the hub on this machine answers GET /health with 200, over HTTPS (http.tls) or HTTP.
//   node packaging/health-check.cjs [port]
// Loopback only, so the hub's own (often self-signed) certificate is not checked here: the check asks
// whether the hub is up, not who it is. Used by install.sh and the Dockerfile's HEALTHCHECK.
'use strict';
const port = Number(process.argv[2] || 8080);
const get = (scheme) =>
  new Promise((resolve) => {
    const request = require(scheme)
      .get({ host: '127.0.0.1', port, path: '/health', rejectUnauthorized: false, timeout: 4000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('timeout', () => request.destroy())
      .on('error', () => resolve(false));
  });
get('https')
  .then((up) => up || get('http'))
  .then((up) => process.exit(up ? 0 : 1));
