/** The candidate site's own strings (namespace `candidate`), in English and Vietnamese. */
const en = {
  brand: 'ARMS Careers',
  landing: {
    title: 'Your application',
    body: 'Employers using ARMS send you a link by email to apply for a job or to answer about a nomination. Open the link from that email to continue.',
    expiry: 'Invitation links work for one day; feedback links for seven days.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const vn: Shape<typeof en> = {
  brand: 'ARMS Tuyển dụng',
  landing: {
    title: 'Hồ sơ ứng tuyển của bạn',
    body: 'Nhà tuyển dụng dùng ARMS sẽ gửi cho bạn một liên kết qua email để ứng tuyển công việc hoặc phản hồi về một đề cử. Hãy mở liên kết trong email đó để tiếp tục.',
    expiry: 'Liên kết mời ứng tuyển có hiệu lực một ngày; liên kết phản hồi có hiệu lực bảy ngày.',
  },
};

export const candidateResources = { en: { candidate: en }, vn: { candidate: vn } } as const;
