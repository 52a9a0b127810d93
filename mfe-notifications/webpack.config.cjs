const { createFederatedConfig } = require('@vigia/shared/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_notifications',
  packageDir: __dirname,
  port: 3003,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
