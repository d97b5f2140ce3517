// Build time only: the registration landing as one script that scripts/prerender-landing.js runs
// in jsdom to write dist/prerendered/landing.json (see whole-app/prerender/prerender-landing.tsx).
const path = require('node:path');
const webpack = require('webpack');

const root = path.join(__dirname, '..');

module.exports = {
  mode: 'production',
  target: 'web',
  context: __dirname,
  entry: path.join(root, 'whole-app', 'prerender', 'prerender-landing.tsx'),
  output: {
    path: path.join(__dirname, '.prerender'),
    filename: 'prerender-landing.js',
    // The same public path and font names as the host build, so the page's @font-face URLs match.
    publicPath: '/',
    library: { type: 'window', name: 'lksPrerender' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { 'react-router-dom$': path.join(root, 'shared-kernel', 'src', 'routing', 'router-exports.ts') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.build.json') } },
      },
      { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]', emit: false } },
    ],
  },
  // One file: the LIFF and other lazy chunks of the kernel are never called while prerendering.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
