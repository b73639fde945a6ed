/** Star rating as buttons named '1 star' … '5 stars' (spec accessibility rule). */
export function StarRating({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div className="stars" role="group" aria-label="Rating">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-label={n === 1 ? '1 star' : `${n} stars`}
          aria-pressed={value === n}
          className={n <= value ? 'is-on' : ''}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
