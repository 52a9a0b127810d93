const { createFederatedConfig } = require('@vigia/shared/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_auth',
  packageDir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
