## The quick-flip panel brought back to the bottom (bot/ui/flip/panel.py)

panel-bottom = To the bottom
panel-moved = The panel moved to the bottom: { $link }
panel-moved-below = The panel moved to the bottom of the chat.
help-panel-bottom = The replies push the panel up the chat: **To the bottom** posts it again under the latest message, and the old one loses its buttons. Every press is answered at once, in its own reply.

## A game at a voice channel's text chat, in the channel's status (bot/ui/game/voice_status.py)

voice-status-setup = Setup
voice-status-turn = Turn { $turn }
voice-status-activates = { $who } activates
voice-status-waiting = waiting for { $who }
voice-status-score = { $first } { $first_vp }–{ $second_vp } { $second }
voice-status-someone = a player
