import { useQuery } from '@tanstack/react-query';
import { TOOL_RATING, formatToolPrice, formatWholeAmount, type PlanTool } from '@fixwise/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { Skeleton } from '../../components/Skeleton';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { AssistantButton } from '../plan/AssistantButton';
import { PlanFooter, PlanHeader } from '../plan/PlanHeader';
import './tools.css';

type Filter = 'all' | 'required' | 'optional';
const TOOLS_FAILED = "Couldn't load tools.";

/** Spec §2 Tools page: selection mode with an estimated cost, a filter, owned tools marked. */
export function ToolsScreen() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const tools = useQuery(trpc.generation.tools.queryOptions({ projectId }));
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState<Filter>('all');

  const visible = (tools.data ?? []).filter(
    (t) => filter === 'all' || (filter === 'required' ? t.required : !t.required),
  );
  const estCost = (tools.data ?? []).filter((t) => selected.has(t._id)).reduce((sum, t) => sum + (t.price_min ?? 0), 0);

  const toggleMode = () => {
    if (selecting) setSelected(new Set()); // turning selection off clears it (spec §2)
    setSelecting((v) => !v);
  };
  const toggle = (tool: PlanTool) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(tool._id)) next.delete(tool._id);
      else next.add(tool._id);
      return next;
    });

  if (tools.isError && !tools.data) {
    return (
      <MobilePage className="plan-page">
        <PlanHeader title="Tools and Materials" />
        <div className="plan-error">
          <ErrorBanner message={TOOLS_FAILED} />
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            Go Back
          </button>
        </div>
      </MobilePage>
    );
  }

  return (
    <MobilePage className="plan-page">
      <PlanHeader title="Tools and Materials" />
      <div className="tools-bar">
        <div className="segmented tools-filter" role="group" aria-label="Filter tools">
          {(['all', 'required', 'optional'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              className={filter === value ? 'is-active' : ''}
              onClick={() => setFilter(value)}
            >
              {value[0]!.toUpperCase() + value.slice(1)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`button ${selecting ? 'button-primary' : 'button-secondary'}`}
          onClick={toggleMode}
        >
          {selecting ? 'View Cost' : 'Select Tools'}
        </button>
      </div>
      {selecting ? (
        <p className="est-cost" aria-live="polite">
          {selected.size ? (
            <>
              Est. cost: <strong>{formatWholeAmount(estCost)}</strong> · {selected.size} selected
            </>
          ) : (
            'Tap the tools you still need to buy: their lowest total shows here.'
          )}
        </p>
      ) : null}
      {tools.isPending ? (
        <Skeleton rows={4} label="Loading tools" />
      ) : visible.length === 0 ? (
        <p className="tools-empty">
          {tools.data!.length === 0 ? 'No tools information available' : `No ${filter} tools found`}
        </p>
      ) : (
        <ul className="tool-list" aria-label="Tools and materials">
          {visible.map((tool) => (
            <li key={tool._id} className={`tool-item${tool.owned ? ' is-owned' : ''}`}>
              {selecting ? (
                // in selection mode the whole card is the checkbox's label: a tap anywhere on it selects
                <label className="tool-select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${tool.name}`}
                    checked={selected.has(tool._id)}
                    onChange={() => toggle(tool)}
                  />
                  <ToolText tool={tool} />
                </label>
              ) : (
                <ToolText tool={tool} />
              )}
              {/* a tool the person has needs no shop */}
              {tool.amazon_link && !tool.owned && !selecting ? (
                <a
                  className="tool-link"
                  href={tool.amazon_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Find ${tool.name} in a store`}
                >
                  Shop
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AssistantButton projectId={projectId} step={0} />
      <PlanFooter
        onPrevious={() => navigate(-1)}
        next={{ label: 'Start Step 1', onClick: () => navigate(`/projects/${projectId}/steps/1`) }}
      />
    </MobilePage>
  );
}

function ToolText({ tool }: { tool: PlanTool }) {
  return (
    <div className="tool-text">
      <span className="tool-name">{tool.name}</span>
      {tool.description ? <span className="tool-description">{tool.description}</span> : null}
      <span className="tool-meta">
        <span className="tool-price">{formatToolPrice(tool)}</span>
        <span role="img" aria-label={`Rated ${TOOL_RATING} out of 5`}>
          {'★'.repeat(TOOL_RATING)}
        </span>
        <span className={`tool-tag${tool.required ? ' is-required' : ''}`}>
          {tool.required ? 'Required' : 'Optional'}
        </span>
        {tool.owned ? <span className="tool-tag is-owned">Owned · you have this</span> : null}
      </span>
    </div>
  );
}
