import { Route } from 'react-router-dom';
import { ImageCreatePage, ImageEditPage } from './ImageFormPage';
import { ImageListPage } from './ImageListPage';

/** The routes of the Bilder module, placed inside the back-office layout route. */
export const imageRoutes = [
  <Route key="images" path="/backend/images" element={<ImageListPage />} />,
  <Route key="images-new" path="/backend/images/new" element={<ImageCreatePage />} />,
  <Route key="images-edit" path="/backend/images/:id" element={<ImageEditPage />} />,
];
