import { useEffect, useState } from 'preact/hooks'
import { type Api, call } from './api'

/** 002 §3 campaign config, as GET configurations/inbound-form answers it. */
export interface Campaign {
  id: string
  title: string | null
  subTitle: string | null
  fullPictureUrl: string | null
  defaultPicture: string
  useDefaultImage: boolean
}

/** The active configuration named by `campaign-id` (none named: the form's own heading). */
export function useCampaign(api: Api, type: 'apply' | 'hire', campaignId: string | undefined): Campaign | null {
  const [campaign, setCampaign] = useState<Campaign | null>(null)
  useEffect(() => {
    if (!campaignId) return
    call<Campaign[]>(api, `/api/configurations/inbound-form?configurationType=${type}`)
      .then((list) => setCampaign(list.filter((c) => c.id === campaignId)[0] ?? null))
      .catch(() => setCampaign(null))
  }, [campaignId])
  return campaign
}

export function CampaignHeader({
  api,
  campaign,
  title,
  subTitle,
}: {
  api: Api
  campaign: Campaign | null
  title: string
  subTitle: string
}) {
  const picture = campaign ? (campaign.useDefaultImage ? campaign.defaultPicture : campaign.fullPictureUrl) : null
  return (
    <div>
      {picture ? <img class="q-picture" src={new URL(picture, api.origin).href} alt="" /> : null}
      <h2>{campaign?.title || title}</h2>
      <p class="q-sub">{campaign?.subTitle || subTitle}</p>
    </div>
  )
}
