"""The advanced game: every "Advanced Rules" box of the rulebook, as concerns of their own
(issue #11; ../shared/ADVANCED.md is the checklist, docs/rules-decisions.md the decisions).

==================  ===========================================================================
``airspace``        restricted areas as forbidden zones (1A), flying in fog with a Commander and
                    the fog's fuel (1B, section 2), the Barrage Limit's 300 Bonds (1A)
``economy``         the advanced price list (section 11) and who collects; bases closed and
                    home tariffs by Telegram
``crew``            hiring timing, hiring and ceding in flight, boarding at the next base
                    (section 3 "Crew Management")
``rescue``          the emergency landing's rescue: the nearest ship answers at sea and tows
                    the airship to port, the fee of 20 Bonds a Length and the rent (section 10)
``telegrams``       one Telegram read at the start of every round (section 6, section 8)
==================  ===========================================================================

The rule sets are put together in :mod:`npq.game.rules.sets`: ``ADVANCED`` is the basic rule
set with these concerns added (the crew concern replaced) and the advanced price list;
``ADVANCED_TELEGRAMS`` adds the Telegram deck.
"""
