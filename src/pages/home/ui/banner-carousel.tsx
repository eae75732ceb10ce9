// 官方精选 (docs/product-rules.md "Home"): the normal banners, the selected one large and its group
// of 3 in a vertical list beside it that slides up a group at a time. 3 s per banner, 9 s per
// group; pointing at (or focusing) a banner selects it and holds the rotation. A click asks for
// the app (the download prompt).
import { useUnit } from "effector-react";
import { downloadPromptRequested } from "@/features/app-download";
import type { Banner } from "../api/banners-request";
import { groupCount, groupItems, itemDuration } from "../lib/carousel-timing";
import { useBannerCarousel } from "../model/use-banner-carousel";
import { SectionHeading } from "./section-heading";
import classes from "./banner-carousel.module.css";

/**
 * 官方精选 while the banners load: the section's heading and frame at their loaded size, so the
 * sections below do not move down when the carousel arrives.
 */
export function BannerCarouselLoading() {
  return (
    <section aria-labelledby="home-banners" data-testid="home-banners-loading" aria-busy>
      <SectionHeading id="home-banners" title="官方精选" />
      <div className={classes.frame} aria-hidden>
        <div className={classes.main} />
        <div className={classes.listViewport} />
      </div>
    </section>
  );
}

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const carousel = useBannerCarousel(banners.length);
  const requestDownload = useUnit(downloadPromptRequested);
  const selected = banners[carousel.active];
  if (!selected) return null;
  const groups = groupCount(banners.length);
  return (
    <section aria-labelledby="home-banners" data-testid="home-banners">
      <SectionHeading id="home-banners" title="官方精选">
        <span className={classes.pager} aria-hidden>
          {Array.from({ length: groups }, (_, g) => (
            <span key={g} className={classes.dot} data-active={g === carousel.group || undefined} />
          ))}
        </span>
      </SectionHeading>
      <div className={classes.frame} onMouseLeave={carousel.released} onBlur={carousel.released}>
        <button type="button" className={classes.main} onClick={() => requestDownload()} aria-label={`${selected.title}（下载看球App）`}>
          {banners.map((banner, index) => (
            <img key={banner.id} src={banner.bannerPath} alt="" className={classes.mainImage} data-active={index === carousel.active || undefined} loading={index < 3 ? "eager" : "lazy"} />
          ))}
          <span className={classes.caption}>{selected.title}</span>
        </button>
        <div className={classes.listViewport}>
          <ul className={classes.list} style={{ transform: `translateY(calc(-${carousel.group} * 100%))` }} aria-label="官方精选">
            {Array.from({ length: groups }, (_, g) => (
              <li key={g} className={classes.group} aria-hidden={g !== carousel.group || undefined}>
                {groupItems(g, banners.length).map((index) => {
                  const banner = banners[index]!;
                  const active = index === carousel.active;
                  return (
                    <button
                      key={banner.id}
                      type="button"
                      className={classes.item}
                      data-active={active || undefined}
                      data-testid="banner-item"
                      tabIndex={g === carousel.group ? 0 : -1}
                      onMouseEnter={() => carousel.held(index)}
                      onFocus={() => carousel.held(index)}
                      onClick={() => requestDownload()}
                    >
                      <img src={banner.bannerPath} alt="" className={classes.thumb} loading="lazy" />
                      <span className={classes.itemTitle}>{banner.title}</span>
                      {active && (
                        <span
                          key={`${carousel.active}:${carousel.paused}`}
                          className={classes.progress}
                          data-paused={carousel.paused || undefined}
                          style={{ animationDuration: `${itemDuration(index, banners.length)}ms` }}
                        />
                      )}
                    </button>
                  );
                })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
