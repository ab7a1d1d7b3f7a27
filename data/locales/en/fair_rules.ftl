# Issue 24, sections 2 and 3: secret choices in schemes, and the rules as the sources state them.

