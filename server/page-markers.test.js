// The host page's own markers: what the server fills, keeps or refuses.
const { assertMarkers, fillMarkers } = require('./page-markers');

const TEMPLATE = '<head><!--lks:font-->keep<!--/lks:font--><!--lks:config--></head><body><div id="root"><!--lks:root--></div></body>';

describe('the host page markers', () => {
  test('a slot takes its value; one given none is emptied; no marker is left for the browser', () => {
    expect(fillMarkers(TEMPLATE, { config: '<script id="c"></script>' })).toBe(
      '<head>keep<script id="c"></script></head><body><div id="root"></div></body>',
    );
  });

  test('a region is replaced when given a value (an empty one too) and keeps the build’s content otherwise', () => {
    expect(fillMarkers(TEMPLATE, { font: '' })).toBe('<head></head><body><div id="root"></div></body>');
    expect(fillMarkers(TEMPLATE, { font: 'other' })).toBe('<head>other</head><body><div id="root"></div></body>');
  });

  test('a filled value is never read for markers, so a screen cannot fill the page’s other slots', () => {
    const html = fillMarkers(TEMPLATE, { font: '<!--lks:root-->', root: '<main>x</main>' });
    expect(html).toBe('<head><!--lks:root--></head><body><div id="root"><main>x</main></div></body>');
  });

  test('a template without one of its markers, or with one twice, is refused', () => {
    expect(() => assertMarkers(TEMPLATE, { slots: ['config', 'root'], regions: ['font'] })).not.toThrow();
    expect(() => assertMarkers(TEMPLATE, { slots: ['config', 'head'], regions: ['font'] })).toThrow(/head/);
    expect(() => assertMarkers(`${TEMPLATE}<!--lks:root-->`, { slots: ['root'], regions: [] })).toThrow(/root/);
    expect(() => assertMarkers(TEMPLATE.replace('<!--/lks:font-->', ''), { slots: [], regions: ['font'] })).toThrow(/font/);
  });
});
