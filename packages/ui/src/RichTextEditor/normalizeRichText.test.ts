import { describe, expect, it } from 'vitest';
import { normalizeRichText, removeBoxCharacter } from './normalizeRichText';

const box = '\uFFFC';

describe('given normalizeRichText', () => {
  describe('given fixed widths', () => {
    it.each([
      ['a pixel width', '<table style="width: 600px">', '<table style="width: auto">'],
      ['a point width', '<p style="width:450.5pt">', '<p style="width: auto">'],
      ['an em width', '<div style="width: 40em">', '<div style="width: auto">'],
      ['a rem width', '<div style="width: 2.5rem">', '<div style="width: auto">'],
      ['a centimetre width', '<div style="width: 12cm">', '<div style="width: auto">'],
      ['a viewport width', '<div style="width: 100vw">', '<div style="width: auto">'],
      ['a bare number', '<div style="width: 600">', '<div style="width: auto">'],
      ['zero', '<div style="width: 0">', '<div style="width: auto">'],
      ['a calc with a fixed part', '<div style="width: calc(100% - 20px)">', '<div style="width: auto">'],
      ['a min width', '<table style="min-width: 800px">', '<table style="min-width: auto">'],
      ['a logical inline size', '<div style="inline-size: 300px">', '<div style="inline-size: auto">'],
      ['a logical min inline size', '<div style="min-inline-size: 30ch">', '<div style="min-inline-size: auto">'],
      ['an upper-case property', '<td STYLE="WIDTH:120PX">', '<td STYLE="width: auto">'],
      ['an important width', '<td style="width:120px !important">', '<td style="width: auto !important">'],
      [
        'a width among other declarations',
        '<td style="padding: 4px; width: 120px; font-weight: bold">',
        '<td style="padding: 4px; width: auto; font-weight: bold">',
      ],
      [
        'a pixel width attribute',
        '<table width="600"><tr><td>x</td></tr></table>',
        '<table><tr><td>x</td></tr></table>',
      ],
      ['an unquoted width attribute', '<td width=120 valign=top>x</td>', '<td valign=top>x</td>'],
      ['a px width attribute', "<img src='a.png' width='300px' height='200'>", "<img src='a.png' height='200'>"],
      ['an upper-case width attribute', '<TD WIDTH="50">x</TD>', '<TD>x</TD>'],
    ])('should make %s auto', (_, input, expected) => {
      expect(normalizeRichText(input)).toBe(expected);
    });

    it.each([
      ['a percentage width', '<table style="width: 100%">'],
      ['an auto width', '<table style="width: auto">'],
      ['a content keyword', '<div style="width: fit-content">'],
      ['a custom property', '<div style="width: var(--column)">'],
      ['a max width', '<img style="max-width: 600px">'],
      ['a height', '<img style="height: 200px">'],
      ['a percentage width attribute', '<table width="100%">'],
      ['a relative column width attribute', '<col width="2*">'],
      ['a line height', '<p style="line-height: 18px">'],
    ])('should keep %s', (_, input) => {
      expect(normalizeRichText(input)).toBe(input);
    });
  });

  describe('given colours', () => {
    it.each([
      ['a named colour', '<span style="color: red">x</span>', '<span>x</span>'],
      ['a hex colour', '<span style="color:#1f2937">x</span>', '<span>x</span>'],
      [
        'an rgb colour',
        '<span style="color: rgb(12, 34, 56); font-style: italic">x</span>',
        '<span style="font-style: italic">x</span>',
      ],
      [
        'an important colour',
        '<span style="font-weight: 700; color: red !important">x</span>',
        '<span style="font-weight: 700">x</span>',
      ],
      ['an upper-case colour', '<SPAN STYLE="COLOR: BLUE">x</SPAN>', '<SPAN>x</SPAN>'],
      ['a font colour attribute', '<font color="#ff0000" face="Arial">x</font>', '<font face="Arial">x</font>'],
      ['an unquoted colour attribute', '<font color=red>x</font>', '<font>x</font>'],
      [
        'the body text and link colours',
        '<body lang=EN-US link=blue vlink=purple text="#000" alink=red>',
        '<body lang=EN-US>',
      ],
    ])('should remove %s', (_, input, expected) => {
      expect(normalizeRichText(input)).toBe(expected);
    });

    it.each([
      ['a border colour', '<td style="border-color: red">'],
      ['a text decoration colour', '<u style="text-decoration-color: red">'],
      ['a link attribute outside body', '<link rel="stylesheet" href="a.css">'],
      ['a text attribute outside body', '<input text="x">'],
      ['the word colour in text', '<p>color: red; background: blue; width: 600px</p>'],
      ['the word colour in another attribute', '<p title="color: red">'],
    ])('should keep %s', (_, input) => {
      expect(normalizeRichText(input)).toBe(input);
    });
  });

  describe('given backgrounds', () => {
    it.each([
      ['a background colour', '<p style="background-color: yellow">', '<p style="background-color: transparent">'],
      [
        'a background shorthand',
        '<p style="background: #fff url(a.png) no-repeat">',
        '<p style="background: transparent">',
      ],
      ['a background none', '<p style="background: none">', '<p style="background: transparent">'],
      ['a background image', '<td style="background-image: url(a.png)">', '<td style="background-image: none">'],
      [
        'a background with a semicolon in its url',
        '<td style="background: url(\'a;b.png\'); padding: 2px">',
        '<td style="background: transparent; padding: 2px">',
      ],
      [
        'an important background',
        '<td style="background:yellow!important">',
        '<td style="background: transparent !important">',
      ],
      ['a bgcolor attribute', '<td bgcolor="#FFFF00" align="left">', '<td align="left">'],
      ['a background attribute', '<table background="paper.gif" border=1>', '<table border=1>'],
      [
        'a background and a colour together',
        '<mark style="background:yellow;color:black">',
        '<mark style="background: transparent">',
      ],
    ])('should make %s transparent', (_, input, expected) => {
      expect(normalizeRichText(input)).toBe(expected);
    });

    it('should keep a transparent background as it is', () => {
      const input = '<p style="background-color: transparent">';
      expect(normalizeRichText(input)).toBe(input);
    });
  });

  describe('given the box character', () => {
    it.each([
      ['in text', `<p>Java${box} and Go</p>`, '<p>Java and Go</p>'],
      ['several times', `${box}<p>${box}a${box}</p>${box}`, '<p>a</p>'],
      ['as a hex reference', '<p>a&#xFFFC;b</p>', '<p>ab</p>'],
      ['as a lower-case hex reference', '<p>a&#xfffc;b</p>', '<p>ab</p>'],
      ['as a decimal reference', '<p>a&#65532;b</p>', '<p>ab</p>'],
      ['as a reference without a semicolon', '<p>a&#65532 b</p>', '<p>a b</p>'],
      ['in plain text', `CV${box}.pdf`, 'CV.pdf'],
    ])('should remove it %s', (_, input, expected) => {
      expect(normalizeRichText(input)).toBe(expected);
    });

    it.each([
      ['the replacement character', '<p>caf\uFFFD</p>'],
      ['a white square used as a check box', '<p>\u25A1 Driving licence</p>'],
      ['a longer decimal reference', '<p>&#655321;</p>'],
      ['a longer hex reference', '<p>&#xFFFC1;</p>'],
    ])('should keep %s', (_, input) => {
      expect(normalizeRichText(input)).toBe(input);
    });
  });

  describe('given markup that must come back unchanged', () => {
    it.each([
      ['an empty string', ''],
      ['plain text', 'Senior Java developer'],
      ['text with a less-than sign', '<p>salary < 5000 & bonus > 0</p>'],
      ['headings and lists', '<h1>Title</h1><h6>Small</h6><ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol>'],
      ['a link', '<p><a href="https://lotus-demo.sg/jobs?a=1&amp;b=2" target="_blank" rel="noopener">jobs</a></p>'],
      ['a self-closing tag', '<p>a<br/>b<img src="x.png" alt="" /></p>'],
      ['a boolean attribute', '<input disabled checked>'],
      ['an attribute value with a greater-than sign', '<p title="a > b" style="font-weight: bold">x</p>'],
      ['a comment with styles in it', '<!-- <p style="color:red" width=600> -->'],
      ['a doctype', '<!DOCTYPE html><p>x</p>'],
      ['Vietnamese text', '<p>Kỹ sư phần mềm – lương thỏa thuận</p>'],
      ['a script', '<script>const s = "<p style=\'color:red\'>";</script>'],
      ['a textarea', '<textarea><font color=red></textarea>'],
      ['a style without a value', '<p style>x</p>'],
    ])('should keep %s', (_, input) => {
      expect(normalizeRichText(input)).toBe(input);
    });

    it('should still normalise the attributes of an unterminated tag', () => {
      expect(normalizeRichText('<p class="a" style="color: red"')).toBe('<p class="a"');
    });
  });

  describe('given Word and Google Docs clipboard HTML', () => {
    it('should keep character references in a double-quoted style intact', () => {
      const input =
        '<span style="font-size:11.0pt;font-family:&quot;Calibri&quot;,sans-serif;color:#1F497D;mso-fareast-language:EN-US">Hi</span>';
      expect(normalizeRichText(input)).toBe(
        '<span style="font-size:11.0pt; font-family:&quot;Calibri&quot;,sans-serif; mso-fareast-language:EN-US">Hi</span>',
      );
    });

    it('should keep the quotes of a single-quoted style', () => {
      expect(normalizeRichText(`<p class=MsoNormal style='width:451.3pt;font-family:"Arial"'>x</p>`)).toBe(
        `<p class=MsoNormal style='width: auto; font-family:"Arial"'>x</p>`,
      );
    });

    it('should quote a rewritten unquoted style', () => {
      expect(normalizeRichText('<p style=width:600px>x</p>')).toBe('<p style="width: auto">x</p>');
    });

    it('should rewrite the rules of a style sheet', () => {
      const input =
        '<style><!-- p.MsoNormal {margin:0cm; color:black; background:white} @media print { table {width:600px} } --></style><p>x</p>';
      expect(normalizeRichText(input)).toBe(
        '<style><!-- p.MsoNormal {margin:0cm; background: transparent} @media print { table {width: auto} } --></style><p>x</p>',
      );
    });

    it('should normalise a Google Docs paste', () => {
      const input =
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;">Requirements</span></p></b>';
      expect(normalizeRichText(input)).toBe(
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;"><span style="font-size:11pt; font-family:Arial,sans-serif; background-color:transparent; font-weight:700">Requirements</span></p></b>',
      );
    });

    it('should normalise a legacy table', () => {
      const input = `<table width=640 bgcolor="#eeeeee" cellpadding=4><tr><td width="320" style="color:#333;width:320px"><font color="navy">Java${box}</font></td></tr></table>`;
      expect(normalizeRichText(input)).toBe(
        '<table cellpadding=4><tr><td style="width: auto"><font>Java</font></td></tr></table>',
      );
    });
  });

  describe('given any input', () => {
    const samples = [
      '<table width=640 bgcolor=red style="color:red;width:640px;background:blue"><tr><td>a\uFFFC</td></tr></table>',
      `<p style='color: red; width: 12em'>x</p>`,
      '<style>p{color:red;background:blue;width:10px}</style>',
      '<font color=red>x</font><body text=black>',
    ];

    it.each(samples)('should be idempotent for %s', (input) => {
      const once = normalizeRichText(input);
      expect(normalizeRichText(once)).toBe(once);
    });
  });
});

describe('given removeBoxCharacter', () => {
  it('should remove only the box character from plain text', () => {
    expect(removeBoxCharacter(`a${box}<b style="color:red">`)).toBe('a<b style="color:red">');
  });
});
