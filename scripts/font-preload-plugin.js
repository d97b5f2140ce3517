// Adds <link rel="preload" as="font"> for the font files first screens use to the host page: the
// two Thai weights, which also hold the space (shared-kernel/src/core/ui/font.ts), and the Latin
// regular, for Latin letters and digits. Without it the browser learns of a font only once the
// stylesheet is applied to text that needs it, and that text waits for, or later swaps to, a
// file requested that late. The server leaves the Latin one out where the screen drawn in the
// HTML has no Latin text (server/host-page.js): Thai text with spaces does not need it.
// Each tag says which font it preloads (`meta.lksFont`), so the page template can put the Latin
// one in the region the server may drop.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PRELOADED = /^fonts\/sarabun-(thai-400|thai-600|latin-400)-normal\.[0-9a-f]{8}\.woff2$/;
const scriptOf = (name) => (name.startsWith('fonts/sarabun-latin-') ? 'latin' : 'thai');

class FontPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FontPreloadPlugin', (data) => {
        const fonts = Object.keys(compilation.assets)
          .filter((name) => PRELOADED.test(name))
          .sort();
        data.headTags.unshift(
          ...fonts.map((name) =>
            HtmlWebpackPlugin.createHtmlTagObject(
              'link',
              {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                // HtmlWebpackPlugin's own public path for the page's tags (relative under `auto`).
                href: `${data.publicPath}${name}`,
              },
              undefined,
              { lksFont: scriptOf(name) },
            ),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { FontPreloadPlugin };
