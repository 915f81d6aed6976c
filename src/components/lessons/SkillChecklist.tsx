import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import { useIntl } from 'react-intl';
import { SKILL_GROUPS, SKILL_LABEL, inTeachingOrder, type LessonSkill } from './lessonSkills';

/** The in-car log's skills as checkboxes, one fieldset per group; the ticked ones are handed back in teaching order. */
export function SkillChecklist({ value, onChange }: { value: readonly LessonSkill[]; onChange: (skills: LessonSkill[]) => void }) {
  const intl = useIntl();
  const toggle = (skill: LessonSkill, on: boolean) => onChange(inTeachingOrder(on ? [...value, skill] : value.filter((other) => other !== skill)));
  return (
    <>
      {SKILL_GROUPS.map((group) => (
        <FormControl key={group.title} component="fieldset">
          <FormLabel component="legend">{intl.formatMessage({ id: group.title })}</FormLabel>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {group.skills.map((skill) => (
              <FormControlLabel
                key={skill}
                label={intl.formatMessage({ id: SKILL_LABEL[skill] })}
                control={<Checkbox checked={value.includes(skill)} onChange={(event) => toggle(skill, event.target.checked)} />}
              />
            ))}
          </Box>
        </FormControl>
      ))}
    </>
  );
}
