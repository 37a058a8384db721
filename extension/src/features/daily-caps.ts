/**
 * The recruiter's daily caps, visible in the panel (ours; shared EXTENSION_DAILY_CAPS): what is
 * left today of shortlists, pitch e-mails and InMail drafts from the extension. Asked again
 * after every action (the candidate's refresh); past a cap the API refuses with its own message,
 * shown by the action that was refused.
 */
import { EXTENSION_ACTION_LABELS } from '@quota/shared/domain/data-extraction/index'
import type { Feature } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { send } from '../messaging/send'
import { isProfilePage } from '../site/page-detect'
import { errorText } from './profile-card'

export const dailyCaps: Feature = {
  id: 'daily-caps',
  include: [isProfilePage],
  testUrls: ['https://www.linkedin.com/in/morgan-lee-e2e/'],
  init(ctx, signal) {
    const section = ctx.panel.section('daily-caps', 5)
    let asked = 0
    const render = async () => {
      if (!ctx.state.get().candidate) return fill(section)
      const mine = ++asked
      try {
        const { caps } = await send('dailyCaps', {})
        if (mine !== asked || signal.aborted) return
        fill(
          section,
          h(
            'p',
            { class: 'muted', 'data-quota': 'daily-caps' },
            'Left today: ',
            caps.map((c) => `${c.remaining} of ${c.limit} ${EXTENSION_ACTION_LABELS[c.kind].many}`).join(' · '),
          ),
        )
      } catch (error) {
        if (mine === asked) fill(section, h('p', { class: 'error', text: errorText(error) }))
      }
    }
    ctx.state.subscribe(() => void render(), signal)
    void render()
  },
}
