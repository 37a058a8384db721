/**
 * Provider staff on /integrate choose whose integrations they manage: the client organizations
 * (active first, by name), the choice kept in the URL (`?organizationId=`) so a reload or a shared
 * link opens the same client.
 */
import { PAGE_SIZE } from '@quota/shared/domain/validation/limits'
import { useCallback, useEffect, useState } from 'react'
import { navigate } from '../../app/navigation'
import { ListError } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { fetchClients } from '../clients/api'

export function OrgPicker({ value }: { value: string | null }) {
  const [clients, setClients] = useState<{ id: string; name: string; isActive: boolean }[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(async () => {
    setError(null)
    try {
      const answer = await fetchClients({}, { limit: PAGE_SIZE.max, sortBy: 'name' })
      setClients(
        [...answer.data]
          .sort((a, b) => Number(b.isActive) - Number(a.isActive))
          .map((c) => ({ id: c.id, name: c.name, isActive: c.isActive })),
      )
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The clients could not be loaded.')
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  if (error) return <ListError message={error} onRetry={() => void load()} />
  if (!clients) return <Spinner label="Loading the clients" />
  return (
    <div className="card integrate-org-picker">
      <Select
        label="Client organization"
        name="organizationId"
        placeholder="Choose a client"
        hint="Integrations belong to a client: choose whose to manage."
        options={clients.map((c) => ({ value: c.id, label: c.isActive ? c.name : `${c.name} (inactive)` }))}
        value={value ?? ''}
        onChange={(e) =>
          void navigate(
            e.target.value ? `/integrate?organizationId=${encodeURIComponent(e.target.value)}` : '/integrate',
          )
        }
      />
    </div>
  )
}
