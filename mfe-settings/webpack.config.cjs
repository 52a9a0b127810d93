const { createFederatedConfig } = require('@vigia/shared/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_settings',
  packageDir: __dirname,
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
