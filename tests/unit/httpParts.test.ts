import { envelopeCode, isSuccessCode, unwrap } from '@/api/envelope';
import { envelopeInBytes, filenameFromDisposition } from '@/api/download';
import { buildUploadForm, progressPercent } from '@/api/upload';

describe('envelope (SPEC §3 "Response envelope: returncode, message, code, data")', () => {
  it.each(['0', '00000', 0])('SPEC §7: %j is success', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });

  it.each(['000', '1', 'A0242', '', undefined])('%j is not success', (code) => {
    expect(isSuccessCode(code)).toBe(false);
  });

  it('returncode decides; code only when returncode is missing', () => {
    expect(envelopeCode({ returncode: '0', code: 'E1' })).toBe('0');
    expect(envelopeCode({ code: 'E1' })).toBe('E1');
    expect(unwrap({ returncode: '00000', code: 'E1', data: 5 })).toEqual({ ok: true, data: 5 });
    expect(unwrap({ code: 0, data: 'x' })).toEqual({ ok: true, data: 'x' });
  });

  it('another code is a failure with the server message', () => {
    expect(unwrap({ returncode: 'E9', message: '不行', data: null })).toEqual({
      ok: false,
      malformed: false,
      code: 'E9',
      message: '不行',
    });
    expect(unwrap({ returncode: 'E9' })).toEqual({ ok: false, malformed: false, code: 'E9', message: '' });
  });

  it('a string (unparsable JSON or an empty body) or null is malformed', () => {
    expect(unwrap('<html>')).toEqual({ ok: false, malformed: true });
    expect(unwrap('')).toEqual({ ok: false, malformed: true });
    expect(unwrap(null)).toEqual({ ok: false, malformed: true });
  });

  it('JSON that is not an envelope passes through as the data', () => {
    expect(unwrap({ 'a.b': 'text' })).toEqual({ ok: true, data: { 'a.b': 'text' } });
    expect(unwrap([1, 2])).toEqual({ ok: true, data: [1, 2] });
  });

  it('an envelope inside binary bytes is found only when the answer says JSON', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ returncode: 'E1', message: 'm' })).buffer as ArrayBuffer;
    expect(envelopeInBytes(bytes, 'application/json;charset=UTF-8')).toEqual({ returncode: 'E1', message: 'm' });
    expect(envelopeInBytes(bytes, 'application/vnd.ms-excel')).toBeNull();
    expect(envelopeInBytes(new TextEncoder().encode('not json').buffer as ArrayBuffer, 'application/json')).toBeNull();
  });
});

describe('download file names', () => {
  it.each([
    [`attachment; filename*=UTF-8''${encodeURIComponent('结算单.xls')}`, '结算单.xls'],
    [`attachment; filename="a.xls"; filename*=utf-8''${encodeURIComponent('乙.xls')}`, '乙.xls'],
    ['attachment; filename="report 1.xls"', 'report 1.xls'],
    ['attachment; filename=plain.xls', 'plain.xls'],
    [`attachment; filename=${encodeURIComponent('订单.xls')}`, '订单.xls'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header, '/api/x/export')).toBe(name);
  });

  it('without the header the address gives the name', () => {
    expect(filenameFromDisposition(null, '/api/fea-vsm/common/group2/file/download?fileUrl=x')).toBe('download');
    expect(filenameFromDisposition('', '/files/%E5%8D%95.pdf?x=1')).toBe('单.pdf');
  });
});

describe('SPEC §7 "upload addresses get app and file-store attributes added"', () => {
  it('the form holds the file under its name, the caller fields, then appCode and fileStore', () => {
    const form = buildUploadForm(
      new File(['x'], '营业执照.png', { type: 'image/png' }),
      { sheetId: 'S1' },
      { appCode: 'fea-vsm', fileStore: 'group2' },
    );
    expect([...form.keys()]).toEqual(['file', 'sheetId', 'appCode', 'fileStore']);
    expect((form.get('file') as File).name).toBe('营业执照.png');
    expect(form.get('appCode')).toBe('fea-vsm');
    expect(form.get('fileStore')).toBe('group2');
  });

  it('a bare Blob is sent as "file"', () => {
    const form = buildUploadForm(new Blob(['x']), undefined, { appCode: 'a', fileStore: 'b' });
    expect((form.get('file') as File).name).toBe('file');
  });

  it('progress is a whole percent, unknown without a total', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, undefined)).toBeUndefined();
    expect(progressPercent(5, 0)).toBeUndefined();
  });
});
