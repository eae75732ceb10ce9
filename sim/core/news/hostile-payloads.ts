// Markup a sanitizer must neutralise, carried by the sim's hostile articles (docs/api-calls.md
// "News"). Each payload calls window.__xss(name) (or alert) if it ever runs, and most sit beside
// ordinary words that must survive sanitizing. Kept as plain strings: the sim never renders them.

export interface HostilePayload {
  readonly name: string;
  readonly html: string;
}

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  { name: "script", html: `<p>赛前热身一切正常。</p><script>window.__xss("script")</script>` },
  { name: "img-onerror", html: `<p>现场图集：<img src="x" onerror="window.__xss('img-onerror')" alt="现场图"></p>` },
  { name: "alert", html: `<p>球迷看台<img src=x onerror=alert(document.domain)></p>` },
  { name: "onclick", html: `<p onclick="window.__xss('onclick')">点击查看完整技术统计</p>` },
  { name: "onmouseover", html: `<p><span onmouseover="window.__xss('onmouseover')">球迷热议</span>持续升温。</p>` },
  { name: "js-href", html: `<p><a href="javascript:window.__xss('js-href')">查看赛事集锦</a></p>` },
  { name: "js-case", html: `<p><a href="JaVaScRiPt:window.__xss('js-case')">球员赛季数据</a></p>` },
  { name: "js-entity", html: `<p><a href="&#106;&#97;vascript:window.__xss('js-entity')">历史交锋记录</a></p>` },
  { name: "js-tab", html: `<p><a href="java&#9;script:window.__xss('js-tab')">赛后发布会全文</a></p>` },
  { name: "js-src", html: `<figure><img src="javascript:window.__xss('js-src')" alt="赛后合影"><figcaption>赛后合影</figcaption></figure>` },
  {
    name: "data-url",
    html: `<p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" alt="数据图"><a href="data:text/html,&lt;script&gt;window.__xss('data-href')&lt;/script&gt;">下载数据表</a></p>`,
  },
  { name: "svg-onload", html: `<svg onload="window.__xss('svg-onload')"><text x="0" y="16">战术板</text></svg><p>战术板解析见下文。</p>` },
  { name: "svg-script", html: `<svg><script>window.__xss('svg-script')</script><text>阵型图</text></svg>` },
  { name: "svg-xlink", html: `<svg><a xlink:href="javascript:window.__xss('svg-xlink')"><text x="0" y="16">点击放大</text></a></svg>` },
  { name: "iframe", html: `<iframe src="javascript:window.__xss('iframe')"></iframe><iframe srcdoc="&lt;script&gt;parent.__xss('srcdoc')&lt;/script&gt;"></iframe><p>视频集锦暂不可用。</p>` },
  { name: "object", html: `<object data="javascript:window.__xss('object')"></object><embed src="javascript:window.__xss('embed')"><p>附件已移除。</p>` },
  {
    name: "style",
    html: `<style>@import "javascript:window.__xss('style-import')"; body { background: url("javascript:window.__xss('style-url')") }</style><p style="width: expression(window.__xss('expression')); background: url(javascript:window.__xss('style-attr'))">场边花絮</p>`,
  },
  { name: "form", html: `<form action="javascript:window.__xss('form')"><p>投票支持你心中的最佳球员</p><button formaction="javascript:window.__xss('formaction')">投票</button></form>` },
  { name: "meta", html: `<meta http-equiv="refresh" content="0;url=javascript:window.__xss('meta')"><p>本文持续更新中。</p>` },
  { name: "nested", html: `<p>技术分析<scr<script>ipt>window.__xss('nested')</scr</script>ipt></p>` },
  { name: "noscript", html: `<noscript><p title="</noscript><img src=x onerror=window.__xss('noscript')>">无脚本提示</p></noscript>` },
  { name: "template", html: `<template><img src=x onerror="window.__xss('template')"></template><p>更多内容敬请期待。</p>` },
  { name: "mxss", html: `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss('mxss')"></style></mglyph></table></mtext></math>` },
  { name: "ontoggle", html: `<details open ontoggle="window.__xss('ontoggle')"><summary>展开阅读</summary><p>首发阵容已公布。</p></details>` },
  { name: "onfocus", html: `<p><input autofocus onfocus="window.__xss('onfocus')" value="评论">欢迎留言讨论。</p>` },
  { name: "body-onload", html: `<body onload="window.__xss('body-onload')"><p>赛程安排如下。</p></body>` },
];
