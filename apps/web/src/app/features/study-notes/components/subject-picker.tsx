import { useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useSubjectSearch } from '../api/search-subjects.js';

interface SubjectPickerProps {
  chosen: number[];
  onPick: (id: number) => void;
}

/** Search the subject catalogue and add subjects to the note. */
export function SubjectPicker({ chosen, onPick }: SubjectPickerProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 300);
  const results = useSubjectSearch(debounced);
  return (
    <div className="subject-picker">
      <div className="field">
        <label htmlFor="subject-search">Find a subject</label>
        <div className="search">
          <Search aria-hidden="true" size={17} />
          <input
            id="subject-search"
            type="search"
            value={query}
            placeholder="e.g. Biology, GCSE, IB Chemistry"
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="subject-search-hint"
          />
        </div>
        <p id="subject-search-hint" className="field-hint">
          Search by subject, exam system or level, then choose its topics.
        </p>
      </div>
      {debounced && results.data ? (
        results.data.length === 0 ? (
          <p className="muted" role="status">
            No subjects match “{debounced}”.
          </p>
        ) : (
          <ul className="subject-results" aria-label="Matching subjects">
            {results.data.map((subject) => {
              const added = chosen.includes(subject.id);
              return (
                <li key={subject.id}>
                  <div className="subject-result-text">
                    <strong>{subject.name}</strong>
                    <span className="muted">
                      {[subject.system, subject.grade_level].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={added}
                    onClick={() => onPick(subject.id)}
                    aria-label={added ? `${subject.name} added` : `Add ${subject.name}`}
                  >
                    {added ? (
                      'Added'
                    ) : (
                      <>
                        <Plus aria-hidden="true" size={15} /> Add
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
