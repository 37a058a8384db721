/**
 * Account settings for every role (000 route /settings): profile, password, sign-in e-mail,
 * "Keep me signed in" and notifications; for the people who schedule and sit on interviews
 * (provider staff and client users), the calendar and meeting connections. One chunk.
 */
import { useSnapshot } from 'valtio'
import { sessionState } from '../session/state'
import { hasPermission, type SessionUser } from '../session/user'
import { EmailSection, NotificationsSection, PasswordSection, SignInSection } from './account-sections'
import { CalendarSection, MeetingsSection } from './connections-section'
import { ExtensionSection } from './extension-section'
import { ProfileSection } from './profile-section'
import './settings.css'

export function SettingsPage() {
  const { user } = useSnapshot(sessionState)
  if (!user) return null
  const me = user as SessionUser
  // the extension is for provider recruiters (the API's extension calls check the same)
  const extension = me.userType === 'staff' && hasPermission(me, 'recruiter')
  // interviewers and schedulers: the candidate keeps availability instead (/candidate/availability)
  const interviews = me.userType === 'staff' || me.userType === 'client'
  return (
    <section className="page settings-page" data-route="/settings">
      <header className="page-header">
        <h1>Settings</h1>
        <nav aria-label="Settings sections" className="settings-nav">
          <a href="#profile">Profile</a>
          <a href="#password">Password</a>
          <a href="#email">Sign-in e-mail</a>
          <a href="#sign-in">Keep me signed in</a>
          <a href="#notifications">Notifications</a>
          {interviews && <a href="#calendar">Calendar</a>}
          {interviews && <a href="#meetings">Interview meetings</a>}
          {extension && <a href="#extension">Browser extension</a>}
        </nav>
      </header>
      <div className="stack">
        {/* keyed by what the server answered, so a saved change re-reads the fields */}
        <ProfileSection key={`p-${me.id}`} user={me} />
        <PasswordSection user={me} />
        <EmailSection key={`e-${me.email}`} user={me} />
        <SignInSection key={`s-${String(me.rememberMeDays)}`} user={me} />
        <NotificationsSection key={`n-${JSON.stringify(me.notificationSettings)}`} user={me} />
        {interviews && <CalendarSection userId={me.id} />}
        {interviews && <MeetingsSection userId={me.id} />}
        {extension && <ExtensionSection />}
      </div>
    </section>
  )
}
