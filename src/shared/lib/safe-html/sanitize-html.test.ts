// @vitest-environment jsdom
// The sanitizer against a hostile corpus: nothing that could run survives (scripts, handlers,
// javascript:/data: URLs, SVG and MathML payloads, iframes, style tricks, nested and obfuscated
// variants), while the article's words, formatting, safe links and images stay.
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

const HOSTILE: Record<string, { html: string; keeps: string[] }> = {
  script: { html: `<p>赛前热身</p><script>window.__xss("script")</script>`, keeps: ["赛前热身"] },
  "script in attribute-less case": { html: `<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>正文</p>`, keeps: ["正文"] },
  "img onerror": { html: `<p>图集<img src="x" onerror="window.__xss(1)" alt="现场"></p>`, keeps: ["图集"] },
  "unquoted handler": { html: `<p>看台<img src=x onerror=alert(1)></p>`, keeps: ["看台"] },
  onclick: { html: `<p onclick="window.__xss(2)">点击查看统计</p>`, keeps: ["点击查看统计"] },
  onmouseover: { html: `<span onmouseover="window.__xss(3)">球迷热议</span>`, keeps: ["球迷热议"] },
  "javascript href": { html: `<a href="javascript:window.__xss(4)">集锦</a>`, keeps: ["集锦"] },
  "mixed case": { html: `<a href="JaVaScRiPt:alert(1)">数据</a>`, keeps: ["数据"] },
  "entity encoded": { html: `<a href="&#106;&#97;vascript:alert(1)">交锋</a>`, keeps: ["交锋"] },
  "hex entities": { html: `<a href="&#x6A;avascript&#x3A;alert(1)">发布会</a>`, keeps: ["发布会"] },
  "tab in scheme": { html: `<a href="java&#9;script:alert(1)">全文</a>`, keeps: ["全文"] },
  "leading spaces": { html: `<a href="  javascript:alert(1)">空格</a>`, keeps: ["空格"] },
  "javascript src": { html: `<img src="javascript:alert(1)" alt="合影"><p>合影</p>`, keeps: ["合影"] },
  "vbscript href": { html: `<a href="vbscript:msgbox(1)">旧浏览器</a>`, keeps: ["旧浏览器"] },
  "data image": { html: `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"><p>数据图</p>`, keeps: ["数据图"] },
  "data href": { html: `<a href="data:text/html,<script>alert(1)</script>">下载</a>`, keeps: ["下载"] },
  "protocol-relative": { html: `<a href="//evil.example/">外链</a>`, keeps: ["外链"] },
  "svg onload": { html: `<svg onload="alert(1)"><text>战术板</text></svg><p>解析</p>`, keeps: ["解析"] },
  "svg script": { html: `<svg><script>alert(1)</script></svg><p>阵型</p>`, keeps: ["阵型"] },
  "svg xlink": { html: `<svg><a xlink:href="javascript:alert(1)"><text>放大</text></a></svg><p>图示</p>`, keeps: ["图示"] },
  "svg animate": { html: `<svg><animate onbegin="alert(1)" attributeName="x"/><set attributeName="onmouseover" to="alert(1)"/></svg><p>动画</p>`, keeps: ["动画"] },
  iframe: { html: `<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><p>视频</p>`, keeps: ["视频"] },
  "object and embed": { html: `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><p>附件</p>`, keeps: ["附件"] },
  "style element": { html: `<style>body{background:url("javascript:alert(1)")}</style><p>花絮</p>`, keeps: ["花絮"] },
  "style expression": { html: `<p style="width:expression(alert(1));background:url(javascript:alert(1))">场边</p>`, keeps: ["场边"] },
  form: { html: `<form action="javascript:alert(1)"><p>投票支持</p><button formaction="javascript:alert(1)">投票</button></form>`, keeps: ["投票支持"] },
  "meta refresh": { html: `<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>更新中</p>`, keeps: ["更新中"] },
  "base href": { html: `<base href="javascript:alert(1)//"><a href="/x">相对</a>`, keeps: ["相对"] },
  "nested script": { html: `<p>技术分析<scr<script>ipt>alert(1)</scr</script>ipt></p>`, keeps: ["技术分析"] },
  "noscript breakout": { html: `<noscript><p title="</noscript><img src=x onerror=alert(1)>">提示</p></noscript><p>正文</p>`, keeps: ["正文"] },
  template: { html: `<template><img src=x onerror=alert(1)></template><p>敬请期待</p>`, keeps: ["敬请期待"] },
  mxss: { html: `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>数学</p>`, keeps: ["数学"] },
  ontoggle: { html: `<details open ontoggle="alert(1)"><summary>展开</summary><p>首发阵容</p></details>`, keeps: ["展开", "首发阵容"] },
  "input onfocus": { html: `<p><input autofocus onfocus="alert(1)">欢迎留言</p>`, keeps: ["欢迎留言"] },
  "body onload": { html: `<body onload="alert(1)"><p>赛程</p></body>`, keeps: ["赛程"] },
  "link and import": { html: `<link rel="import" href="javascript:alert(1)"><p>导入</p>`, keeps: ["导入"] },
  "data attributes and ids": { html: `<p id="app" name="x" class="c" data-x="1" aria-hidden="true">属性</p>`, keeps: ["属性"] },
};

/** Parses the output and lists what could run in it. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (["script", "style", "iframe", "object", "embed", "svg", "math", "form", "meta", "base", "link", "input", "button", "template", "noscript"].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith("on") || ["style", "srcdoc", "formaction", "action", "xlink:href", "id", "name", "class"].includes(attr.name)) found.push(`${tag}[${attr.name}]`);
      if ((attr.name === "href" || attr.name === "src") && !/^(https?:\/\/|\/(?!\/))/i.test(attr.value)) found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

const textOf = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body.textContent ?? "";

describe("sanitizeHtml with a hostile corpus", () => {
  for (const [name, { html, keeps }] of Object.entries(HOSTILE)) {
    it(`${name}: nothing runnable is left, the text stays`, () => {
      const out = sanitizeHtml(html);
      expect(dangers(out)).toEqual([]);
      expect(out).not.toMatch(/javascript:|vbscript:|data:|onerror|onload|onclick|expression\(/i);
      for (const text of keeps) expect(textOf(out)).toContain(text);
    });
  }

  it("the whole corpus at once, nested in formatting, leaves nothing runnable", () => {
    const all = `<blockquote><ul><li>${Object.values(HOSTILE)
      .map((h) => h.html)
      .join("</li><li>")}</li></ul></blockquote>`;
    const out = sanitizeHtml(all);
    expect(dangers(out)).toEqual([]);
    expect(out).not.toMatch(/<script|javascript:|onerror=/i);
  });
});

describe("sanitizeHtml keeps an article", () => {
  it("keeps headings, paragraphs, quotes, lists, figures and safe images", () => {
    const html = `<h2>比赛回顾</h2><p><strong>强势</strong>开局，<em>耐心</em>防守。</p><blockquote><p>“拼尽全力”</p></blockquote><ul><li>3胜1平</li></ul><figure><img src="/api/sim/logo/team/1.svg" alt="队徽" width="640" height="360"><figcaption>队徽</figcaption></figure><img src="https://cdn.example.com/a.png" alt="外图"><img src="http://cdn.example.com/b.png" alt="外图二">`;
    const out = sanitizeHtml(html);
    const doc = new DOMParser().parseFromString(out, "text/html");
    expect(doc.querySelector("h2")?.textContent).toBe("比赛回顾");
    expect(doc.querySelector("strong")?.textContent).toBe("强势");
    expect(doc.querySelector("blockquote p")?.textContent).toBe("“拼尽全力”");
    expect(doc.querySelector("li")?.textContent).toBe("3胜1平");
    expect(Array.from(doc.querySelectorAll("img")).map((img) => img.getAttribute("src"))).toEqual([
      "/api/sim/logo/team/1.svg",
      "https://cdn.example.com/a.png",
      "http://cdn.example.com/b.png",
    ]);
    expect(doc.querySelector("figcaption")?.textContent).toBe("队徽");
  });

  it("opens links in a new tab with rel=noopener, whatever the server said", () => {
    const out = sanitizeHtml(`<a href="https://www.fifa.com/" target="_self" rel="opener">官网</a><a href="/footballMatchData/matchDetail/1">赛事页</a>`);
    const links = Array.from(new DOMParser().parseFromString(out, "text/html").querySelectorAll("a"));
    expect(links.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")])).toEqual([
      ["https://www.fifa.com/", "_blank", "noopener noreferrer"],
      ["/footballMatchData/matchDetail/1", "_blank", "noopener noreferrer"],
    ]);
  });

  it("plain text passes through escaped", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
  });
});
