import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES } from '@fundi/shared';
import { ApiError } from '../../lib/http';
import { usePhotoSelection } from '../../lib/use-photo-selection';
import { sw } from '../../locales/sw';
import { makeFile, stubObjectUrls } from '../../test/files';
import { PhotoField } from './photo-field';
import { i18n } from '../../lib/i18n';

/** A page around the field; its Save fails with `failure` (or goes through without one). */
function Harness({ currentPhotoUrl = null, disabled = false, failure }: { currentPhotoUrl?: string | null; disabled?: boolean; failure?: unknown }) {
  const photo = usePhotoSelection();
  const [outcome, setOutcome] = useState('');
  const save = () => {
    if (failure === undefined) {
      photo.markSaved();
      setOutcome('saved');
    } else {
      setOutcome(photo.showRefusal(failure) ? 'photo refused' : 'left to the page');
    }
  };
  return (
    <>
      <PhotoField label="Profile Photo" name="Amina Otieno" currentPhotoUrl={currentPhotoUrl} photo={photo} disabled={disabled} />
      <button type="button" onClick={save}>
        Save
      </button>
      <p>Outcome: {outcome}</p>
      <p>Will send: {photo.file?.name ?? 'nothing'}</p>
    </>
  );
}

const input = () => screen.getByLabelText('Profile Photo');
const shownPhoto = () => document.querySelector('img');
/** A pick that the input's `accept` would hide, straight into the change handler. */
const pickBypassingAccept = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

describe('PhotoField', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });

  it('shows initials, then a local preview of the picked photo before anything is sent', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText('AO')).toBeInTheDocument();
    expect(shownPhoto()).toBeNull();

    await user.upload(input(), makeFile('me.png', 'image/png'));
    expect(shownPhoto()).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('New photo: me.png')).toBeInTheDocument();
    expect(screen.getByText('Will send: me.png')).toBeInTheDocument();
  });

  it('revokes each preview when another photo replaces it, when it is removed and when the page goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.upload(input(), makeFile('first.jpg', 'image/jpeg'));
    await user.upload(input(), makeFile('second.webp', 'image/webp'));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(shownPhoto()).toHaveAttribute('src', 'blob:preview-2');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(shownPhoto()).toBeNull();
    expect(screen.getByText('Will send: nothing')).toBeInTheDocument();

    await user.upload(input(), makeFile('third.png', 'image/png'));
    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-3');
    expect(urls.revoke).toHaveBeenCalledTimes(3);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before sending it', () => {
    render(<Harness />);
    pickBypassingAccept(makeFile('drawing.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile photo must be a JPEG, PNG or WebP image');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(urls.create).not.toHaveBeenCalled();
    expect(screen.getByText('Will send: nothing')).toBeInTheDocument();
  });

  it('drops an earlier good pick when a refused one follows: what the field shows is what would be sent', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), makeFile('good.png', 'image/png'));
    pickBypassingAccept(makeFile('drawing.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile photo must be a JPEG, PNG or WebP image');
    expect(shownPhoto()).toBeNull();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByText('Will send: nothing')).toBeInTheDocument();
  });

  it.each([
    [400, { error: 'Profile photo must be a JPEG, PNG or WebP image', code: 'PHOTO_NOT_AN_IMAGE' }, 'Profile photo must be a JPEG, PNG or WebP image'],
    [413, { error: 'The file is too large (at most 5 MB)', code: 'PHOTO_TOO_LARGE' }, 'The file is too large (at most 5 MB)'],
    // A proxy in front of the server may refuse a large upload with a body of its own.
    [413, {}, 'The file is too large (at most 5 MB)'],
  ])('shows the server’s %i refusal %o beside the field, drops the file and takes focus once enabled', async (status, body, text) => {
    const user = userEvent.setup();
    const failure = new ApiError(status, body);
    const { rerender } = render(<Harness failure={failure} />);
    await user.upload(input(), makeFile('fake.jpg', 'image/jpeg'));
    // The form is disabled while its call runs; the answer comes meanwhile.
    rerender(<Harness failure={failure} disabled />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Outcome: photo refused')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText('Will send: nothing')).toBeInTheDocument();
    expect(input()).not.toHaveFocus();

    rerender(<Harness failure={failure} />);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([new ApiError(400, { error: 'Phone number is invalid', code: 'SELLER_PHONE_INVALID' }), new ApiError(400, { error: 'Profile photo must be a JPEG, PNG or WebP image' }), new ApiError(0), new Error('boom')])(
    'leaves another failure (%s) to the page',
    async (failure) => {
      const user = userEvent.setup();
      render(<Harness failure={failure} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Outcome: left to the page')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says why a photo was refused in the language on screen, and follows a switch', async () => {
    i18n.addCatalogue('sw', 'translation', sw);
    try {
      render(<Harness />);
      pickBypassingAccept(makeFile('drawing.svg', 'image/svg+xml'));
      expect(screen.getByRole('alert')).toHaveTextContent('Profile photo must be a JPEG, PNG or WebP image');
      await act(() => i18n.changeLanguage('sw'));
      expect(screen.getByRole('alert')).toHaveTextContent('Picha ya wasifu lazima iwe picha ya JPEG, PNG au WebP');
    } finally {
      await act(() => i18n.changeLanguage('en'));
      i18n.removeCatalogue('sw', 'translation');
    }
  });

  it('keeps a refusal until a save goes through', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness failure={new ApiError(413, {})} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (at most 5 MB)');
    rerender(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Outcome: saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a photo over 5 MB, and a good pick clears the message', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), makeFile('huge.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (at most 5 MB)');
    expect(screen.getByText('Will send: nothing')).toBeInTheDocument();

    await user.upload(input(), makeFile('small.jpg', 'image/jpeg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Will send: small.jpg')).toBeInTheDocument();
  });

  it('shows the current photo until a new one is picked, which can be undone', async () => {
    const user = userEvent.setup();
    render(<Harness currentPhotoUrl="/uploads/current.webp" />);
    expect(shownPhoto()).toHaveAttribute('src', '/uploads/current.webp');
    await user.upload(input(), makeFile('new.png', 'image/png'));
    expect(shownPhoto()).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Keep current photo' }));
    expect(shownPhoto()).toHaveAttribute('src', '/uploads/current.webp');
  });
});
