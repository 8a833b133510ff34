import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Eye, ImageUp, Save, ScanText, Sparkles } from 'lucide-react';
import {
  DiagramBody,
  IMAGE_UPLOAD_MAX_BYTES,
  type Diagram,
  type Rectangle,
  NAME_MAX_LENGTH,
} from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { Dialog } from '../../components/dialog.js';
import { FormAlert, TextField } from '../../components/form.js';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteDiagram } from './api/delete-diagram.js';
import { useDetectLabels } from './api/detect-labels.js';
import { useDiagram } from './api/get-diagram.js';
import { useDiagramImageFile } from './api/get-diagram-image.js';
import { useSaveDiagram } from './api/save-diagram.js';
import { DiagramEditor } from './components/diagram-editor.js';
import type { Size } from './lib/boxes.js';
import { loadImage, readAsDataUrl, renderLabelledImage, sizeOf } from './lib/images.js';
import './diagrams.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const FIELDS = ['name', 'rectangles_data'] as const;

/** A diagram's editor (new at `/app/diagrams/new`, existing at `/app/diagrams/:id`). */
export function DiagramPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const diagram = useDiagram(id);
  if (id !== null && diagram.isPending) return <LoadingState label="Loading the diagram…" />;
  if (id !== null && diagram.error) {
    return <ErrorState error={diagram.error} what="this diagram" onRetry={() => void diagram.refetch()} />;
  }
  return <DiagramWorkspace key={id ?? 'new'} initial={diagram.data ?? null} />;
}

interface Picture {
  url: string;
  size: Size;
  /** The new image's bytes (only before the first save). */
  file: File | null;
}

function DiagramWorkspace({ initial }: { initial: Diagram | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(initial?.name ?? '');
  const [boxes, setBoxes] = useState<Rectangle[]>(initial?.rectangles_data ?? []);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const detect = useDetectLabels();
  const imageFile = useDiagramImageFile();
  const save = useSaveDiagram();
  const remove = useDeleteDiagram();
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(save.error);

  // A saved diagram: measure its image so the boxes line up.
  useEffect(() => {
    if (!initial?.image) return;
    let live = true;
    loadImage(initial.image)
      .then((image) => live && setPicture({ url: initial.image ?? '', size: sizeOf(image), file: null }))
      .catch(() => live && setPictureError('The image of this diagram could not be loaded.'));
    return () => {
      live = false;
    };
  }, [initial?.image]);

  function runDetection(file: Blob) {
    setStatus('Finding labels…');
    detect.mutate(file, {
      onSuccess: (found) => {
        setBoxes(found.boxes);
        setStatus(
          found.boxes.length > 0
            ? `Found ${plural(found.boxes.length, 'label')}. Check them, then save.`
            : 'No labels found. Draw boxes over the labels yourself.',
        );
      },
      onError: () => setStatus('Labels could not be detected. Draw boxes over the labels yourself.'),
    });
  }

  async function onChooseFile(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setPictureError('Choose a PNG, JPEG or WebP image.');
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setPictureError('Choose an image of at most 10 MB.');
    setPictureError(null);
    try {
      const url = await readAsDataUrl(file);
      const image = await loadImage(url);
      setPicture({ url, size: sizeOf(image), file });
      setName((current) => current || file.name.replace(/\.[^.]+$/, '').slice(0, NAME_MAX_LENGTH));
      setBoxes([]);
      runDetection(file);
    } catch {
      setPictureError('This image could not be opened. Try another file.');
    }
  }

  function detectAgain() {
    if (picture?.file) return runDetection(picture.file);
    if (initial) imageFile.mutate(initial.id, { onSuccess: (blob) => runDetection(blob) });
  }

  async function labelled(): Promise<string | null> {
    if (!picture) return null;
    try {
      return renderLabelledImage(await loadImage(picture.url), boxes);
    } catch {
      return null;
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!picture) return setPictureError('Choose an image first.');
    const rectangles = boxes.map((box) => ({ ...box, label: box.label.trim() }));
    const labelledImage = await labelled();
    const parsed = parseWith(DiagramBody, {
      name,
      image: picture.file ? picture.url : 'kept',
      labeled_image: labelledImage,
      rectangles_data: rectangles,
    });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    const { image: _image, ...changes } = parsed.data;
    save.mutate(
      initial ? { kind: 'update', id: initial.id, body: changes } : { kind: 'create', body: parsed.data },
      {
        onSuccess: (saved) => {
          toast('Diagram saved');
          if (!initial) void navigate(paths.diagram.href(saved.id), { replace: true });
        },
      },
    );
  }

  const unlabelled = boxes.filter((box) => !box.label.trim()).length;
  return (
    <div className="page">
      <PageHeader
        title={initial ? initial.name : 'New diagram'}
        description={
          initial
            ? undefined
            : 'Upload a labelled diagram: we find the labels, you check them, then quiz yourself.'
        }
        back={
          <Link className="back-link" to={paths.diagrams.href()}>
            <ArrowLeft aria-hidden="true" size={16} /> Diagrams
          </Link>
        }
        actions={
          initial ? (
            <>
              <Link className="btn btn-secondary" to={paths.generate.href({ diagram: initial.id })}>
                <Sparkles aria-hidden="true" size={17} /> Make a labelling quiz
              </Link>
              <DeleteButton
                name={initial.name}
                noun="diagram"
                onConfirm={() => {
                  remove.mutate(initial.id);
                  void navigate(paths.diagrams.href());
                }}
              />
            </>
          ) : null
        }
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="card card-pad diagram-top">
          <TextField
            label="Name"
            name="name"
            className="diagram-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Animal cell"
            errors={errors.name}
            autoComplete="off"
          />
          <div className="field diagram-file">
            {initial ? (
              <>
                <p className="field-label">Image</p>
                <p className="field-hint">The image stays; you can adjust its labels.</p>
              </>
            ) : (
              <label htmlFor="diagram-image">{picture ? 'Replace image' : 'Diagram image'}</label>
            )}
            {initial ? null : (
              <input
                id="diagram-image"
                className="file-input"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby="diagram-image-hint"
                onChange={(event) => void onChooseFile(event.target.files?.[0])}
              />
            )}
            {initial ? null : (
              <p id="diagram-image-hint" className="field-hint">
                PNG, JPEG or WebP, up to 10 MB.
              </p>
            )}
          </div>
        </div>
        <FormAlert messages={pictureError ? [pictureError] : undefined} />
        <p className="diagram-status" role="status">
          {detect.isPending || imageFile.isPending ? 'Finding labels…' : status}
        </p>
        {picture ? (
          <>
            <div className="toolbar diagram-toolbar">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={detectAgain}
                disabled={detect.isPending || imageFile.isPending}
              >
                <ScanText aria-hidden="true" size={16} /> Detect labels again
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => void labelled().then((url) => setPreview(url ?? picture.url))}
              >
                <Eye aria-hidden="true" size={16} /> Preview
              </button>
            </div>
            <DiagramEditor
              imageUrl={picture.url}
              image={picture.size}
              boxes={boxes}
              onChange={setBoxes}
              alt={name ? `Diagram: ${name}` : 'The uploaded diagram'}
            />
          </>
        ) : initial ? (
          <LoadingState label="Loading the image…" />
        ) : (
          <div className="drop-hint">
            <ImageUp aria-hidden="true" size={32} />
            <span>Choose a diagram image above to start. Labels are detected automatically.</span>
          </div>
        )}
        <FormAlert messages={[...(errors.rectangles_data ?? []), ...otherErrors(errors, FIELDS)]} />
        <div className="editor-actions diagram-actions">
          <span className="editor-status">
            {unlabelled > 0 ? `${plural(unlabelled, 'box', 'boxes')} without a label` : ''}
          </span>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !picture}>
            <Save aria-hidden="true" size={17} /> {save.isPending ? 'Saving…' : 'Save diagram'}
          </button>
        </div>
      </form>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => (open ? undefined : setPreview(null))}
        title="Labelled diagram"
        size="wide"
      >
        {preview ? <img className="preview-image" src={preview} alt={`${name} with its labels`} /> : null}
      </Dialog>
    </div>
  );
}
