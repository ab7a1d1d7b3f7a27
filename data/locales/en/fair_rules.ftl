# Issue 24, sections 2 and 3: secret choices in schemes, and the rules as the sources state them.

fulminato-error-flank-ranged = Ranged weapons cannot flank: a ranged attack takes no flankers (you gave { $flankers }). Leave flankers at 0, or choose melee.
