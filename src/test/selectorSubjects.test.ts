import { selectorSubjects } from './selectorSubjects';

describe('what a selector’s subject must be', () => {
  test('the classes and tag of the last compound of each alternative, lower-cased', () => {
    expect(selectorSubjects('.css-1x2y')).toEqual([{ tag: null, classes: ['css-1x2y'] }]);
    expect(selectorSubjects('.MuiButton-root.Mui-disabled:hover')).toEqual([{ tag: null, classes: ['muibutton-root', 'mui-disabled'] }]);
    expect(selectorSubjects('div.card > p, .a ~ .b + SPAN.c::before')).toEqual([
      { tag: 'p', classes: [] },
      { tag: 'span', classes: ['c'] },
    ]);
    expect(selectorSubjects('label[data-shrink=false]+.MuiInputBase-formControl .MuiInputBase-input')).toEqual([
      { tag: null, classes: ['muiinputbase-input'] },
    ]);
  });

  test('classes inside pseudo-classes, attributes and strings are not required', () => {
    expect(selectorSubjects('a[href$=".pdf"]')).toEqual([{ tag: 'a', classes: [] }]);
    expect(selectorSubjects('input:not(.a, .b)')).toEqual([{ tag: 'input', classes: [] }]);
    expect(selectorSubjects('.x:has(> .y)')).toEqual([{ tag: null, classes: ['x'] }]);
  });

  test('nothing is required when an alternative names neither, or the selector is not read simply', () => {
    expect(selectorSubjects('*')).toBeNull();
    expect(selectorSubjects('.a, :root')).toBeNull();
    expect(selectorSubjects('[data-static-region]')).toBeNull();
    expect(selectorSubjects('.a ')).toBeNull();
    expect(selectorSubjects('.md\\:flex')).toBeNull();
    expect(selectorSubjects('svg|rect')).toBeNull();
    expect(selectorSubjects('@namespace "http://www.w3.org/1999/xhtml";\n\nhtml')).toBeNull();
  });
});

describe('computed styles with the subject filter in place', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  test('rules still reach the elements they select, and only those', () => {
    document.head.innerHTML = `<style>
      .panel .hidden { display: none }
      section.closed, .veiled:not(.shown) { visibility: hidden }
      p.Upper { display: inline }
    </style>`;
    document.body.innerHTML = `
      <div class="panel"><span class="hidden" id="inside"></span></div>
      <span class="hidden" id="outside"></span>
      <section class="closed" id="section"></section><div class="closed" id="div"></div>
      <div class="veiled" id="veiled"></div><div class="veiled shown" id="shown"></div>
      <p class="Upper" id="p"></p>`;
    const style = (id: string) => getComputedStyle(document.getElementById(id)!);
    expect(style('inside').display).toBe('none');
    expect(style('outside').display).not.toBe('none');
    expect(style('section').visibility).toBe('hidden');
    expect(style('div').visibility).toBe('visible');
    expect(style('veiled').visibility).toBe('hidden');
    expect(style('shown').visibility).toBe('visible');
    expect(style('p').display).toBe('inline');
  });

  test('a class added later is seen', () => {
    document.head.innerHTML = '<style>.gone { display: none }</style>';
    document.body.innerHTML = '<div id="box"></div>';
    const box = document.getElementById('box')!;
    expect(getComputedStyle(box).display).toBe('block');
    box.className = 'gone';
    expect(getComputedStyle(box).display).toBe('none');
  });
});
