const { createFederatedConfig } = require('@vigia/shared/webpack');

module.exports = createFederatedConfig({
  name: 'shell',
  packageDir: __dirname,
  port: 3000,
  isHost: true,
});
