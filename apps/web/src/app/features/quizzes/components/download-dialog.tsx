import { QUIZ_FILE_FORMATS, type QuestionSet } from '@quizwise/contract';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert } from '../../../components/form.js';
import { useToast } from '../../../components/toast.js';
import { ApiError } from '../../../lib/api-error.js';
import { useDownloadQuiz, type QuizAnswersLayout, type QuizFileFormat } from '../api/download-quiz.js';

/** Where the answers go, a student copy first: printing never gives the answers away by default. */
const ANSWER_CHOICES: { value: QuizAnswersLayout; label: string }[] = [
  { value: 'student', label: 'Student copy: no answers' },
  { value: 'key_page', label: 'Student copy with the answer key on its own page' },
  { value: 'inline', label: "Teacher's copy: each answer under its question" },
];

/** What each file format is for, in the words a teacher or student would use. */
export const FORMAT_LABELS: Record<QuizFileFormat, string> = {
  pdf: 'PDF — print or share',
  docx: 'Word document (.docx)',
  txt: 'Plain text (.txt)',
  md: 'Markdown (.md)',
  csv: 'Spreadsheet (.csv)',
  gift: 'GIFT — Moodle import',
  moodle_xml: 'Moodle XML',
  qti: 'QTI 2.1 — Canvas, Blackboard',
  kahoot: 'Kahoot! spreadsheet',
  quizlet: 'Quizlet import',
  blooket: 'Blooket import',
};

interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  questionSets: QuestionSet[];
}

/** The download route's options (format, answers apart, sets combined, headings) and a download. */
export function DownloadDialog({ open, onOpenChange, name, questionSets }: DownloadDialogProps) {
  const id = useId();
  const [format, setFormat] = useState<QuizFileFormat>('pdf');
  const [answers, setAnswers] = useState<QuizAnswersLayout>('student');
  const [combineSets, setCombineSets] = useState(false);
  const [showHeadings, setShowHeadings] = useState(true);
  const download = useDownloadQuiz();
  const toast = useToast();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) download.reset();
        onOpenChange(next);
      }}
      title="Download quiz"
      description="Pick a format for printing, sharing or importing into another tool."
    >
      <form
        className="download-form"
        onSubmit={(event) => {
          event.preventDefault();
          download.mutate(
            { format, name, answers, combineSets, showHeadings, questionSets },
            {
              onSuccess: (fileName) => {
                toast(`Downloaded ${fileName}.`);
                onOpenChange(false);
              },
            },
          );
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-format`}>Format</label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as QuizFileFormat)}
          >
            {QUIZ_FILE_FORMATS.map((each) => (
              <option key={each} value={each}>
                {FORMAT_LABELS[each]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="check-list">
          <legend>Answers</legend>
          {ANSWER_CHOICES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={`${id}-answers`}
                value={choice.value}
                checked={answers === choice.value}
                onChange={() => setAnswers(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="check-list">
          <legend>Layout</legend>
          <label>
            <input
              type="checkbox"
              checked={combineSets}
              onChange={(event) => setCombineSets(event.target.checked)}
            />
            Combine all question types into one list
          </label>
          <label>
            <input
              type="checkbox"
              checked={showHeadings}
              onChange={(event) => setShowHeadings(event.target.checked)}
            />
            Show a heading for each question type
          </label>
        </fieldset>
        <FormAlert
          messages={
            download.error
              ? [download.error instanceof ApiError ? download.error.message : 'The file could not be made.']
              : undefined
          }
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={download.isPending}>
            <Download aria-hidden="true" size={18} />
            {download.isPending ? 'Preparing…' : 'Download'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
