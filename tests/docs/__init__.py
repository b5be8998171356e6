"""What writes the project's docs: pictures, difficulty figures, the techniques page."""
