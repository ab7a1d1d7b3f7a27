# Issue 41: reports that replace, Confirm for the current report only, disputes to organisers,
# notices in each reader's language.
league-error-result-stands = The result of your round { $round } game stands: both players confirmed it, or an organiser set it. An organiser can set another with `/league-admin result`.
league-error-confirm-stale = This button confirms a report of round { $round } that was replaced: confirm the newest one, in the newest message, or report your own score with /league report.
league-tell-confirm-replaced = { $who }: ~~Replaced~~: this report of round { $round } of **{ $name }** (code `{ $code }`) was replaced by a newer one, in a newer message.
league-tell-confirm-closed = { $who }: Nothing to confirm here any more: the game of round { $round } of **{ $name }** (code `{ $code }`) is confirmed, disputed or decided. `/league show name:{ $code }` shows where it stands.
league-tell-dispute-organiser = { $who }Dispute in **{ $name }** (code `{ $code }`): the reports of round { $round } between { $first } and { $second } differ; set the result with /league-admin result.
cmd-league-admin-disputes = disputes
cmd-league-admin-disputes-desc = How you are told of a dispute in this league: by DM, by a ping in this channel, or not
opt-league-admin-where = where
opt-league-admin-where-desc = dm: a direct message; here: a ping in this channel; off: stop
choice-league-contact-dm = by DM
choice-league-contact-here = a ping in this channel
choice-league-contact-off = no more
league-contact-dm = { $who } will be told of each dispute in **{ $name }** by DM, once.
league-contact-here = { $who } will be told of each dispute in **{ $name }** with a ping in this channel, once.
league-contact-off = { $who } will no longer be told of disputes in **{ $name }**.
league-error-contact-where = Choose dm, or here in a server channel the bot can post in, or off.
league-record-contact = { $when }: { $by } chose how to be told of disputes ({ $detail })
league-record-rematches = { $count ->
    [one] one rematch
   *[other] { $count } rematches
}
league-record-stall-days = { $days ->
    [0] at the deadline
    [one] one day after the deadline
   *[other] { $days } days after the deadline
}
league-result-late = reported after the deadline: waiting for an organiser's decision
league-report-late = The deadline had passed: your report is kept, and an organiser accepts it or gives the game the league's forfeit.
league-error-not-late = No report of that round { $round } game came after the deadline: set its result with /league-admin result.
league-error-late-differ = The late reports of that round { $round } game differ: set its result with /league-admin result.
league-record-reported-late = { $when }: { $by } reported { $detail }, after the deadline, round { $round } ({ $players })
league-record-late-accept = { $when }: { $by } accepted the late report { $detail }, round { $round } ({ $players })
league-record-late-forfeit = { $when }: { $by } gave the late game of round { $round } the league's forfeit ({ $players })
league-tell-late-organiser = { $who }Late report in **{ $name }** (code `{ $code }`): the game of round { $round } between { $first } and { $second } was reported after the deadline. Accept it or give it the league's forfeit with /league-admin late.
league-tell-late-organisers = Organisers of **{ $name }**: the game of round { $round } between { $first } and { $second } was reported after the deadline; it waits for /league-admin late (accept, or the league's forfeit).
cmd-league-admin-late = late
cmd-league-admin-late-desc = A report made after the deadline: accept its score, or give the game the league's forfeit
opt-league-admin-decision = decision
opt-league-admin-decision-desc = accept: the reported score counts; forfeit: the league's rule for games without a result
choice-league-late-accept = accept the reported score
choice-league-late-forfeit = the league's forfeit
