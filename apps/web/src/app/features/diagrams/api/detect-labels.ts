import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Finds the label boxes on a diagram image (image-upload with model_type "diagram"). */
export function useDetectLabels() {
  const client = useClient();
  return useMutation({
    mutationFn: async (image: Blob) => {
      const file = image instanceof File ? image : new File([image], 'diagram', { type: image.type });
      const result = await request(() => client.materials.imageUploadCreate({ file, modelType: 'diagram' }));
      return { size: { width: result.width, height: result.height }, boxes: result.rectangles_data ?? [] };
    },
  });
}
