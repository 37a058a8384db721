/** A labelled progress bar (an upload, the profile's completion) with its percent beside it. */
import './progress-bar.css'

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className="progress-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="progress-value" aria-hidden="true">
        {value}%
      </span>
    </div>
  )
}
