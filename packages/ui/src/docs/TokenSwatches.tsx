import { darkColors, lightColors, tokens, type ColorScheme } from '../theme';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The colour tokens of both themes side by side, with their CSS variable names (docs only). */
export function ColorSwatches() {
  const names = Object.keys(lightColors) as (keyof ColorScheme)[];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left' }}>Token</th>
          <th style={{ textAlign: 'left' }}>Light</th>
          <th style={{ textAlign: 'left' }}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>
              <code>--arms-color-{kebab(name)}</code>
            </td>
            {[lightColors[name], darkColors[name]].map((value, i) => (
              <td key={i}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 32,
                    height: 20,
                    marginRight: 8,
                    verticalAlign: 'middle',
                    background: value,
                    border: '1px solid #8a94a3',
                    borderRadius: 4,
                  }}
                />
                <code>{value}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing scale, drawn to size (docs only). */
export function SpaceScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(tokens.space).map(([step, value]) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ width: 140 }}>--arms-space-{step}</code>
          <span style={{ width: value, height: 12, background: '#0b5cad' }} />
          <code>{value}</code>
        </div>
      ))}
    </div>
  );
}
