const { createFederatedConfig } = require('@vigia/shared/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_subscriptions',
  packageDir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
