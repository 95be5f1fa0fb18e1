"""The map: a QGraphicsScene of the board plane and the view that pans, zooms and previews moves."""
