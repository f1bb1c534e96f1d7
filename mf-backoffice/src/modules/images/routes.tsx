import { backofficeImagesTexts } from '@asp/i18n';
import { Route } from '@asp/web-kit/router';
import { RequireAdmin } from '../users/RequireAdmin';
import { ImageCreatePage, ImageEditPage } from './ImageFormPage';
import { ImageGeneratePage } from './ImageGeneratePage';
import { ImageListPage } from './ImageListPage';

/** The routes of the Bilder module, placed inside the back-office layout route ('ai' before ':id' by React Router's ranking). */
export const imageRoutes = [
  <Route key="images" path="/backend/images" element={<ImageListPage />} />,
  <Route key="images-new" path="/backend/images/new" element={<ImageCreatePage />} />,
  <Route
    key="images-ai"
    path="/backend/images/ai"
    element={
      <RequireAdmin message={backofficeImagesTexts.generate.adminOnly}>
        <ImageGeneratePage />
      </RequireAdmin>
    }
  />,
  <Route key="images-edit" path="/backend/images/:id" element={<ImageEditPage />} />,
];
