import type { paths } from '@arms/api-client';
import styled from 'styled-components';

export type BrandedContent = paths['/resume-format/preview']['post']['responses'][200]['content']['application/json'];

/*
 * The branded PDF's layout (apps/api/src/resumes/branded-pdf.ts) in HTML, on an A4 sheet scaled to the
 * column: A4 is 595 pt wide with 50 pt margins, so lengths below are in `cqw` of the sheet (1 pt = 100/595
 * cqw). The content is the API's own answer, so what shows is what the PDF prints (ADR 0146).
 */
const pt = (n: number) => `${((n * 100) / 595).toFixed(3)}cqw`;

const Sheet = styled.article`
  container-type: inline-size;
  width: 100%;
  max-width: 595px;
  min-height: 320px;
  background: #ffffff;
  color: #000000;
  border: 1px solid var(--arms-color-border);
  box-shadow: 0 1px 4px rgb(0 0 0 / 12%);
  font-family: 'Noto Sans', system-ui, sans-serif;
`;
const Page = styled.div`
  padding: ${pt(50)};
  font-size: ${pt(10)};
  line-height: 1.35;
  overflow-wrap: anywhere;
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${pt(10)};
  min-height: ${pt(40)};
  margin-bottom: ${pt(24)};
  img {
    max-width: ${pt(150)};
    max-height: ${pt(40)};
    object-fit: contain;
  }
  strong {
    margin-left: auto;
    text-align: right;
  }
`;
const Name = styled.h3`
  font-size: ${pt(20)};
  margin: 0;
  font-weight: 700;
`;
const Title = styled.h4`
  font-size: ${pt(13)};
  margin: ${pt(12)} 0 ${pt(3)};
  padding-bottom: ${pt(2)};
  border-bottom: 1px solid currentColor;
  font-weight: 700;
`;
const Line = styled.p`
  margin: 0;
`;
const Footer = styled.footer`
  margin-top: ${pt(24)};
  font-size: ${pt(8)};
  text-align: center;
`;

export interface BrandedPreviewProps {
  content: BrandedContent;
  /** The company logo's URL when the format prints it (the content names only its storage key). */
  logoUrl: string | null;
  /** The sheet's accessible name. */
  label: string;
  /** Shown when the format prints no section with content. */
  emptyText: string;
}

/** The branded resume as the PDF draws it: logo and company, name in the format's colour, sections, footer. */
export function BrandedPreview({ content, logoUrl, label, emptyText }: BrandedPreviewProps) {
  const colour = content.headerColour;
  return (
    <Sheet aria-label={label}>
      <Page>
        <Top>
          {content.company.logoPath && logoUrl && <img src={logoUrl} alt={content.company.name} />}
          <strong>{content.company.name}</strong>
        </Top>
        <Name style={{ color: colour }}>{content.name}</Name>
        {content.headline.map((h, i) => (
          <Line key={i}>{h}</Line>
        ))}
        {content.sections.length === 0 && <Line style={{ marginTop: pt(12) }}>{emptyText}</Line>}
        {content.sections.map((section) => (
          <section key={section.key}>
            <Title style={{ color: colour }}>{section.title}</Title>
            {section.items.map((item, i) =>
              section.style === 'fields' ? (
                <Line key={i}>{`${item.label ?? ''}: ${item.text}`}</Line>
              ) : section.style === 'text' ? (
                <Line key={i}>{item.text}</Line>
              ) : (
                <div key={i} style={{ marginBottom: pt(4) }}>
                  <Line style={{ fontWeight: 700 }}>{item.label ? `${item.label}  ${item.text}` : item.text}</Line>
                  {item.detail && <Line>{item.detail}</Line>}
                </div>
              ),
            )}
          </section>
        ))}
        {content.footer.length > 0 && (
          <Footer>
            {content.footer.map((f, i) => (
              <Line key={i}>{f}</Line>
            ))}
          </Footer>
        )}
      </Page>
    </Sheet>
  );
}
