# Issue 41: reports that replace, Confirm for the current report only, disputes to organisers,
# notices in each reader's language.
league-error-result-stands = The result of your round { $round } game stands: both players confirmed it, or an organiser set it. An organiser can set another with `/league-admin result`.
