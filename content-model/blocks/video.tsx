import { useState } from 'react'
import { Play } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import type { providers, videoSchema } from './video.schema.ts'

/** The player address for a video id; ids are checked, so no other address can be embedded. */
export function embedUrl(provider: (typeof providers)[number], id: string): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`
}

export function Video({ blok }: PropsOf<typeof videoSchema>) {
  const [playing, setPlaying] = useState(false)
  return (
    <figure className="video" {...editable(blok)}>
      <div className="video__frame">
        {playing ? (
          <iframe
            src={embedUrl(blok.provider, blok.video_id)}
            title={blok.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <button type="button" className="video__play" onClick={() => setPlaying(true)}>
            {blok.poster && <ContentImage asset={blok.poster} className="video__poster" decorative />}
            <span className="video__play-label">
              <Play aria-hidden="true" width={24} height={24} />
              {m.content_video_play({ title: blok.title })}
            </span>
          </button>
        )}
      </div>
      <figcaption>
        {blok.caption || blok.title}
        {!playing && <span className="video__notice"> {m.content_video_notice({ provider: blok.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}</span>}
      </figcaption>
    </figure>
  )
}
